/** Name suffixes that say nothing about who someone is: "Robert Downey Jr." is RD, not RJ. */
const SUFFIXES = new Set(["jr", "sr", "ii", "iii", "iv"]);

/**
 * Up to two capital letters standing in for a missing photo: the first letters of the first and last words of
 * a name ("Samuel L. Jackson" -> "SJ", "Zendaya" -> "Z"). Letters only, so "O'Rourke" gives "O" and
 * accented names keep their accent ("Élodie Kavanagh" -> "ÉK").
 */
export function initialsOf(name: string): string {
  const words = name
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ""))
    .filter((word) => word !== "");
  const meaningful = words.filter((word, index) => index === 0 || !SUFFIXES.has(word.toLowerCase()));
  const first = meaningful[0];
  if (first === undefined) return "";
  const last = meaningful.length > 1 ? meaningful[meaningful.length - 1] : undefined;
  const letter = (word: string) => Array.from(word)[0]?.toLocaleUpperCase() ?? "";
  return `${letter(first)}${last ? letter(last) : ""}`;
}
