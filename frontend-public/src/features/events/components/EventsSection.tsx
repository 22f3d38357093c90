/** The event cards arrive with the events API; until then the section shows its empty state. */
export function EventsSection() {
  return (
    <section id="events" className="section section--alt" aria-labelledby="events-title">
      <div className="container">
        <header className="section__header">
          <h2 id="events-title">Upcoming Events</h2>
          <p>Gather with us for worship, study and fellowship.</p>
        </header>
        <p className="placeholder-panel">No upcoming events at this time.</p>
        <p className="section__footer">
          <a href="/api/events.ics" className="button button--outline">
            View full calendar
          </a>
        </p>
      </div>
    </section>
  );
}
