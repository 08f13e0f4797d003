// The served file of each language's compiled catalogue, by language code ("/assets/messages-es-{hash}.json"):
// made by the build (catalogue-compiler.ts serveCatalogueFiles).
declare module "virtual:marquee/catalogue-files" {
  const files: Readonly<Record<string, string>>;
  export default files;
}
