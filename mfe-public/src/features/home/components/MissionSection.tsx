export function MissionSection() {
  return (
    <section aria-labelledby="home-mission" className="mb-5">
      <h2 id="home-mission">Our Mission</h2>
      <p>
        To understand how people perceive and make sense of what they see, and to train the next generation of
        researchers by giving students a real part in that work.
      </p>
    </section>
  );
}
