import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import Agb from "~/routes/agb";
import Datenschutz from "~/routes/datenschutz";
import Impressum from "~/routes/impressum";

const pages = { agb: Agb, datenschutz: Datenschutz, impressum: Impressum } as Record<string, React.ComponentType<any>>;
const out: Record<string, string> = {};
for (const [name, Page] of Object.entries(pages)) {
  const router = createMemoryRouter([{ path: "*", element: <Page loaderData={{}} params={{}} matches={[]} /> }], { initialEntries: ["/"] });
  out[name] = renderToStaticMarkup(<RouterProvider router={router} />);
}
console.log(JSON.stringify(out));
