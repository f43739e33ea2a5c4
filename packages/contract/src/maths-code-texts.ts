/**
 * Maths and code in posts (issue 26): the languages a code block may name, highlighted by the server at write time,
 * and the editor's texts. The ids are highlight.js's names; a block naming another language is kept, unhighlighted.
 */
export const codeLanguages = [
  { id: "plaintext", label: "Plain text" },
  { id: "python", label: "Python" },
  { id: "javascript", label: "JavaScript" },
  { id: "typescript", label: "TypeScript" },
  { id: "java", label: "Java" },
  { id: "c", label: "C" },
  { id: "cpp", label: "C++" },
  { id: "csharp", label: "C#" },
  { id: "go", label: "Go" },
  { id: "rust", label: "Rust" },
  { id: "php", label: "PHP" },
  { id: "kotlin", label: "Kotlin" },
  { id: "sql", label: "SQL" },
  { id: "bash", label: "Shell" },
  { id: "xml", label: "HTML / XML" },
  { id: "css", label: "CSS" },
  { id: "json", label: "JSON" },
  { id: "r", label: "R" },
  { id: "matlab", label: "MATLAB" },
] as const;
export type CodeLanguage = (typeof codeLanguages)[number]["id"];

export const mathsCodeTexts = {
  formula: "Insert formula",
  formulaHint: "TeX between \\( and \\) shows as a formula",
  codeBlock: "Insert code block",
  codeLanguage: "Code language",
} as const;
