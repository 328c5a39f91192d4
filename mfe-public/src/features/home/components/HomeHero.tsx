import { Link } from 'shared-ui/router';
import { LAB } from 'shared-ui';
import { Scanpath } from './Scanpath';
import './home.css';

/** The landing: the lab's name, what it does, and the way in. */
export function HomeHero() {
  return (
    <header className="home-hero py-5 px-3 mb-5 text-center">
      <Scanpath />
      <div className="home-hero__content">
        <h1 className="display-4 home-hero__rise">{LAB.name}</h1>
        <p className="lead mx-auto home-hero__rise" style={{ maxWidth: '42rem' }}>
          A vision-science research lab at the {LAB.university}, where students learn research by taking part in real
          experiments on perception, attention and memory.
        </p>
        <div className="home-hero__rise">
          <Link to="/get_involved" className="btn btn-light btn-lg">
            Join Our Team
          </Link>
        </div>
      </div>
    </header>
  );
}
