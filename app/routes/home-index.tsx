// The home page itself is the layout (home.tsx); at "/" no overlay is open, so there is nothing to add.
export default function HomeIndex() {
  return null;
}
