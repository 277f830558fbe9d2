import { Outlet } from "react-router";

// Placeholder until the admin issue lands: the guard and layout replace this.
export default function AdminLayout() {
  return <Outlet />;
}
