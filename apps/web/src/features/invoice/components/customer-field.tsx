import { useTranslation } from '../../../i18n/react.ts';
import { useRef, type Ref } from 'react';
import { Autocomplete } from '../../../ui/autocomplete.tsx';
import { focusNextField } from '../../../ui/keymap.ts';
import type { CustomerOption } from '../api/autocomplete-data.ts';

/** Spec sections 2 and 9: the customer list matches name, phone, address and GSTIN, up to 20. */
export const CUSTOMER_SUGGESTIONS = 20;

export function customerMatches(c: CustomerOption, text: string): boolean {
  const q = text.trim().toLowerCase();
  if (!q) return true;
  return [c.name, c.phone, c.address, c.gstin].some((v) => (v ?? '').toLowerCase().includes(q));
}

const NONE_DECLINED: ReadonlySet<string> = new Set();

interface CustomerFieldProps {
  label: string;
  text: string;
  selected: CustomerOption | null;
  customers: readonly CustomerOption[];
  onType: (text: string) => void;
  onSelect: (customer: CustomerOption) => void;
  /**
   * Opens Create New Contact with the typed name. Without it (the order screen) only a known
   * party is picked: leaving with an unknown name keeps the text and chooses nobody.
   */
  onCreate?: (name: string) => void;
  /** True while the Create New Contact dialog is open (leaving the field then does nothing). */
  creating?: boolean;
  /** Names the user already declined to create; leaving with one of them does not ask again. */
  declined?: ReadonlySet<string>;
  inputRef?: Ref<HTMLInputElement>;
  placeholder: string;
}

/**
 * The customer search; leaving it with an unknown name opens Create New Contact. Enter (on a
 * picked customer, or on an empty box that means Cash) moves on to the next field.
 */
export function CustomerField(props: CustomerFieldProps) {
  const { t } = useTranslation();
  const { text, selected, customers, onType, onSelect, onCreate } = props;
  const creating = props.creating ?? false;
  const declined = props.declined ?? NONE_DECLINED;
  const creatingRef = useRef(creating);
  creatingRef.current = creating;

  function onLeave(value: string) {
    const name = value.trim();
    if (!name || creatingRef.current) return;
    if (selected && selected.name.toLowerCase() === name.toLowerCase()) return;
    const exact = customers.find((c) => c.name.toLowerCase() === name.toLowerCase());
    if (exact) {
      onSelect(exact);
      return;
    }
    if (onCreate && !declined.has(name.toLowerCase())) onCreate(name);
  }

  return (
    <Autocomplete<CustomerOption>
      label={props.label}
      value={text}
      onChange={onType}
      options={customers}
      getLabel={(c) => c.name}
      getKey={(c) => c.id}
      filter={customerMatches}
      renderDetail={(c) => c.phone ?? c.gstin ?? ''}
      maxSuggestions={CUSTOMER_SUGGESTIONS}
      onSelect={onSelect}
      {...(onCreate ? { onCreate } : {})}
      placeholder={props.placeholder}
      inputRef={props.inputRef}
      onBlur={(e) => onLeave(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key !== 'Enter' || e.ctrlKey || e.metaKey || e.altKey || e.shiftKey) return;
        e.preventDefault();
        // Picking "Add a new entry" opened Create New Contact: focus belongs to it.
        if (!creatingRef.current) focusNextField(e.currentTarget);
      }}
      hint={
        <span data-typing-hint="" className="max-sm:hidden">
          {onCreate ? t('Ctrl+1..5 picks · Ctrl+0 adds a new contact') : t('Ctrl+1..5 picks')}
        </span>
      }
    />
  );
}
