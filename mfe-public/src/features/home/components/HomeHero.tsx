import { Link } from 'react-router-dom';
import { LAB } from 'shared-ui';

/** The landing: the lab's name, what it does, and the way in. */
export function HomeHero() {
  return (
    <header className="py-5 text-center">
      <h1 className="display-4">{LAB.name}</h1>
      <p className="lead mx-auto" style={{ maxWidth: '42rem' }}>
        A vision-science research lab at the {LAB.university}, where students learn research by taking part in real
        experiments on perception, attention and memory.
      </p>
      <Link to="/get_involved" className="btn btn-primary btn-lg">
        Join Our Team
      </Link>
    </header>
  );
}
