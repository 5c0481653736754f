// The invitations feature's public file: the page a mailed invitation opens (signed out).
export { AcceptInvitePage } from './components/accept-invite-page.tsx';
