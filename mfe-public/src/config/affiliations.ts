/**
 * The labs and programs of the Affiliations page (spec sections 2 and 3), hard-coded as the spec
 * says. Real, well-known vision-science groups; coordinates are their buildings, for the map.
 * The home group's labs must be at LAB.university (a test checks it): edit both together.
 */
export interface AffiliationProgram {
  id: string;
  title: string;
  description: string;
  university: string;
  lat: number;
  lng: number;
  url: string;
}

export type AffiliationGroup = 'home' | 'other' | 'affiliated';

/** How the map frames the programs (spec section 9). */
export const MAP_VIEW = { hoverZoom: 17, fitMaxZoom: 15, fitPadding: 20 } as const;

export const AFFILIATIONS: Record<AffiliationGroup, AffiliationProgram[]> = {
  home: [
    {
      id: 'ubc-vision-lab',
      title: 'UBC Vision Lab',
      description: 'James Enns studies visual attention, perception and action, and how they change across the lifespan.',
      university: 'University of British Columbia',
      lat: 49.2645,
      lng: -123.2531,
      url: 'https://visionlab.psych.ubc.ca/',
    },
    {
      id: 'ubc-bar-lab',
      title: 'Brain and Attention Research Lab',
      description: 'Alan Kingstone and colleagues study social attention and eye movements, in the lab and in everyday life.',
      university: 'University of British Columbia',
      lat: 49.2647,
      lng: -123.2534,
      url: 'https://barlab.psych.ubc.ca/',
    },
    {
      id: 'ubc-imager',
      title: 'Imager Laboratory for Graphics, Visualization and HCI',
      description: 'Computer graphics, visualization and human-computer interaction, including work on visual perception.',
      university: 'University of British Columbia',
      lat: 49.2612,
      lng: -123.2489,
      url: 'https://www.cs.ubc.ca/labs/imager/',
    },
    {
      id: 'ubc-spin',
      title: 'Sensory Perception and Interaction Research Group (SPIN)',
      description: 'Karon MacLean’s group designs interfaces around how people perceive touch and other senses.',
      university: 'University of British Columbia',
      lat: 49.2614,
      lng: -123.2487,
      url: 'https://www.cs.ubc.ca/labs/spin/',
    },
  ],
  other: [
    {
      id: 'harvard-vision-sciences',
      title: 'Vision Sciences Laboratory',
      description: 'Research on visual perception, attention, memory and cognition in the Department of Psychology.',
      university: 'Harvard University',
      lat: 42.3763,
      lng: -71.1133,
      url: 'https://visionlab.harvard.edu/',
    },
    {
      id: 'bwh-visual-attention',
      title: 'Visual Attention Lab',
      description: 'Jeremy Wolfe’s lab studies visual search, from basic attention to medical image screening.',
      university: 'Harvard Medical School / Brigham and Women’s Hospital',
      lat: 42.3358,
      lng: -71.1074,
      url: 'https://search.bwh.harvard.edu/',
    },
    {
      id: 'yale-perception-cognition',
      title: 'Perception and Cognition Laboratory',
      description: 'Brian Scholl’s lab explores how perception connects to higher-level thought, from objects to causality.',
      university: 'Yale University',
      lat: 41.3118,
      lng: -72.925,
      url: 'https://perception.yale.edu/',
    },
    {
      id: 'stanford-vpnl',
      title: 'Vision and Perception Neuroscience Lab',
      description: 'Kalanit Grill-Spector’s lab studies how the visual cortex recognizes faces, objects and places.',
      university: 'Stanford University',
      lat: 37.4285,
      lng: -122.1718,
      url: 'http://vpnl.stanford.edu/',
    },
    {
      id: 'illinois-simons-lab',
      title: 'Simons Lab',
      description: 'Daniel Simons studies attention, perception and memory, including inattentional and change blindness.',
      university: 'University of Illinois Urbana-Champaign',
      lat: 40.1074,
      lng: -88.229,
      url: 'http://www.simonslab.com/',
    },
  ],
  affiliated: [
    {
      id: 'ubc-cogs',
      title: 'Cognitive Systems Program (COGS)',
      description: 'An interdisciplinary undergraduate program joining psychology, computer science, linguistics and philosophy.',
      university: 'University of British Columbia',
      lat: 49.2669,
      lng: -123.2553,
      url: 'https://cogsys.ubc.ca/',
    },
    {
      id: 'ubc-magic',
      title: 'Media and Graphics Interdisciplinary Centre (MAGIC)',
      description: 'A research centre bringing together people working on media, graphics and visualization.',
      university: 'University of British Columbia',
      lat: 49.2611,
      lng: -123.2491,
      url: 'https://www.magic.ubc.ca/',
    },
    {
      id: 'york-cvr',
      title: 'Centre for Vision Research',
      description: 'One of the largest vision-science centres, from biological to computer vision.',
      university: 'York University',
      lat: 43.7735,
      lng: -79.5066,
      url: 'https://www.yorku.ca/cvr/',
    },
    {
      id: 'rochester-cvs',
      title: 'Center for Visual Science',
      description: 'An interdisciplinary centre for research and training across the vision sciences.',
      university: 'University of Rochester',
      lat: 43.1284,
      lng: -77.6291,
      url: 'https://www.cvs.rochester.edu/',
    },
    {
      id: 'sfu-viva',
      title: 'Vancouver Institute for Visual Analytics (VIVA)',
      description: 'Training and research in visual analytics, shared by universities in the Vancouver area.',
      university: 'Simon Fraser University',
      lat: 49.1887,
      lng: -122.849,
      url: 'http://viva.sfu.ca/',
    },
  ],
};
