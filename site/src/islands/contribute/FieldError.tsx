// The message under a field; its id is what the field's aria-describedby points at.
/** Renders `message` under a field, or nothing. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} data-slot="field-error" className="mt-1 text-sm text-red-300">
      {message}
    </p>
  );
}
