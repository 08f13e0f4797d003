import { data } from "react-router";

// Any URL the route table does not know answers a real 404, shown by the root error boundary.
export function loader() {
  throw data("Not found", { status: 404 });
}

export default function NotFound() {
  return null;
}
