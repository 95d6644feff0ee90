/**
 * The banner NetworkIndicator shows while offline, in its own chunk (fetched ahead once the page is ready):
 * plain, as MUI's warning alert looks, so it does not bring MUI to the pages that draw without it.
 */
export default function OfflineBanner({ text }: { text: string }) {
  return (
    <div role="status" className="brp-alert brp-alert--warning brp-offline">
      {text}
    </div>
  );
}
