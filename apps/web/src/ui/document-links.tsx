// A line naming the documents one came from or made (issue 40): "Bills made from it: INV-0003,
// INV-0004", "From challan DC-0001", each a link to its screen; `empty` when there is none.
import { Fragment } from 'react';
import { Link } from 'react-router';

export function DocumentLinks(props: {
  /** Already translated, with its colon when it takes one. */
  label: string;
  docs: readonly { id: number; number: string | null }[];
  to: (id: number) => string;
  empty?: string;
  testId?: string;
}) {
  return (
    <p className="text-sm print:hidden" data-testid={props.testId}>
      {props.label}{' '}
      {props.docs.length === 0
        ? props.empty
        : props.docs.map((d, i) => (
            <Fragment key={d.id}>
              {i > 0 && ', '}
              <Link className="text-accent" to={props.to(d.id)}>
                {d.number ?? `#${d.id}`}
              </Link>
            </Fragment>
          ))}
    </p>
  );
}
