// Placeholder component: the contact & newsletter issue implements the form here.
export function NewsletterForm() {
  return null;
}
