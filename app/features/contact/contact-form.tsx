// Placeholder component: the contact & newsletter issue implements the form here.
export function ContactForm() {
  return <p>Kontaktformular</p>;
}
