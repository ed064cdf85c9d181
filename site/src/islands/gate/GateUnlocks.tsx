// The shared lower part of the contribution gate (public-sale.md 2): what a contribution unlocks and
// the two ways on, used by the wallet gate and the investor dashboard's gate.
const BENEFITS = ['Early investor benefits', 'Exclusive platform features', 'Community access', 'Real-time portfolio tracking'];

/** "What you unlock", then "Go to Contribution Section" and "Return to Landing Page". */
export function GateUnlocks() {
  return (
    <>
      <h2 className="mt-8 text-lg font-semibold text-white">What you unlock</h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {BENEFITS.map((benefit) => (
          <li key={benefit} className="flex items-center gap-2 text-gray-200">
            <span aria-hidden="true" className="text-emerald-400">✓</span>
            {benefit}
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <a href="/#contribute" className="rounded-lg bg-gradient-to-r from-violet-600 to-fuchsia-600 px-5 py-3 text-center font-semibold text-white hover:from-violet-500 hover:to-fuchsia-500">
          Go to Contribution Section
        </a>
        <a href="/" className="rounded-lg border border-gray-700 px-5 py-3 text-center font-semibold text-gray-100 hover:bg-gray-800">
          Return to Landing Page
        </a>
      </div>
    </>
  );
}
