/**
 * The brand's mark beside the app's name in the header: the drawing of public/favicon.svg (the
 * tab's icon), drawn inline. As an `<img>` of that file it was one request in the first paint and
 * one more when the app replaced the first paint (the file is revalidated, not cached for good).
 */
export function BrandMark() {
  return (
    <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="14" fill="#1f6f4a" />
      <path
        d="M10 17a6 6 0 0 1 10-5l-2 2h6V8l-2 2a9 9 0 0 0-15 7z M22 15a6 6 0 0 1-10 5l2-2H8v6l2-2a9 9 0 0 0 15-7z"
        fill="#fff"
      />
    </svg>
  );
}
