import { LAB } from 'shared-ui';

/**
 * The lab's description, values and responsibilities: the home page's About section and the
 * /about page both show it, under their own heading, so the subheadings' level is given.
 */
export function AboutContent({ headingLevel }: { headingLevel: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <>
      <p>
        The {LAB.name} is a vision-science research lab in the {LAB.department} at the {LAB.university}. We study how
        people see, attend to and remember the visual world, and we run our research as a set of student-powered
        projects, each led by experienced researchers.
      </p>
      <Heading>Our Values</Heading>
      <ul>
        <li>Curiosity: good questions matter more than quick answers.</li>
        <li>Rigour: experiments are planned, checked and reported with care.</li>
        <li>Openness: methods, data and results are shared within the lab and beyond it.</li>
        <li>Inclusion: everyone who joins is welcome, whatever their background.</li>
      </ul>
      <Heading>Our Responsibilities</Heading>
      <ul>
        <li>To participants: ethical research, informed consent and the protection of their data.</li>
        <li>To our students: mentorship, clear expectations and real research experience.</li>
        <li>To the research community: honest reporting and results others can build on.</li>
      </ul>
    </>
  );
}
