// Placeholder until its feature lands; replaced by the owning issue's work.
export default function Page() {
  return <h1 className="px-5 pt-32 pb-20 text-4xl">web-content</h1>;
}
