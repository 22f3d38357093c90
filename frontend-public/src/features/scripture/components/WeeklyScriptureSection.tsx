/** Spec §2 item 7 (anchor "teachings"); the quote itself arrives with the scripture API. */
export function WeeklyScriptureSection() {
  return (
    <section id="teachings" className="section scripture" aria-labelledby="scripture-title">
      <div className="container scripture__inner">
        <h2 id="scripture-title">Weekly Scripture</h2>
        <p className="scripture__empty">No scripture available</p>
      </div>
    </section>
  );
}
