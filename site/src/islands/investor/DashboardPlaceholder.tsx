// A box with the final dashboard's height, so the page does not jump while the session or the data loads.

/** The loading state of /dashboard, announced as a status. */
export function DashboardPlaceholder({ text }: { text: string }) {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-6xl items-center justify-center px-4 py-10 text-gray-300" role="status" data-slot="dashboard-loading">
      {text}
    </div>
  );
}
