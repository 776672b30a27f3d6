/**
 * Said where Save and Save & Next were: an unchanged saved page hides them (spec 1 page 0), and a
 * vanished button with no word looked like a fault.
 */
export function SavedNote({ show, message }: { show: boolean; message: string }) {
  return (
    <p className="app-saved-note" role="status">
      {show ? message : ''}
    </p>
  );
}
