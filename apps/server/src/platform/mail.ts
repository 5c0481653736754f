// Outgoing mail: SMTP when SMTP_URL is set; otherwise every message is written as an .eml file
// to DATA_DIR/outbox and its links are logged, so sign-up works on a machine with no mail server.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The links the message carries, logged in outbox mode. */
  links: string[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createMailer(opts: {
  smtpUrl: string | null;
  from: string;
  outboxDir: string;
  log: Pick<FastifyBaseLogger, 'info'>;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(m) {
        await transport.sendMail({
          from: opts.from,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html,
        });
      },
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(m) {
      const info = await transport.sendMail({
        from: opts.from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
      });
      mkdirSync(opts.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const slug = `${m.to}-${m.subject}`
        .toLowerCase()
        .replace(/[^a-z0-9@.]+/g, '-')
        .slice(0, 80);
      const file = path.join(opts.outboxDir, `${stamp}-${slug}.eml`);
      writeFileSync(file, info.message as Buffer);
      opts.log.info(
        { to: m.to, subject: m.subject, file, links: m.links },
        `mail written to outbox: ${m.links.join(' ')}`,
      );
    },
  };
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** A plain message with one call-to-action link, as text and as escaped HTML. */
export function linkMail(
  to: string,
  subject: string,
  lines: string[],
  action: { label: string; url: string },
  /** The mail's own line in the recipient's language (accounts.mail.ts); English by default. */
  texts: { copyHint?: string } = {},
): MailMessage {
  const copyHint =
    texts.copyHint ?? 'If the button does not work, copy this address into your browser:';
  const text = [...lines, '', `${action.label}: ${action.url}`, '', '— Hisaab'].join('\n');
  const html = [
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`,
    `<p style="color:#666">${escapeHtml(copyHint)}<br>${escapeHtml(action.url)}</p>`,
    '<p>— Hisaab</p>',
  ].join('\n');
  return { to, subject, text, html, links: [action.url] };
}
