// Vitest setup: DOM matchers for component tests (which opt into happy-dom per file).
import "@testing-library/jest-dom/vitest";
