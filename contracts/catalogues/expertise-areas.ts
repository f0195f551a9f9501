import { codesOf, type CatalogueEntry } from './catalogue';

export const EXPERTISE_AREAS = [
  { code: '2d_animation', label: '2D Animation' },
  { code: '3d_animation', label: '3D Animation' },
  { code: '3d_modeling_sculpting', label: '3D Modeling and Sculpting' },
  { code: 'ai_in_art', label: 'AI in Art' },
  { code: 'character_technical', label: 'Character Technical' },
  { code: 'concept_art_visual_storytelling', label: 'Concept Art and Visual Storytelling' },
  { code: 'emerging_technologies', label: 'Emerging Technologies' },
  { code: 'freelancing_entrepreneurship', label: 'Freelancing and Entrepreneurship' },
  { code: 'game_design', label: 'Game Design' },
  { code: 'game_programming', label: 'Game Programming' },
  { code: 'gamification', label: 'Gamification' },
  { code: 'graphic_design_branding', label: 'Graphic Design and Branding' },
  { code: 'hci_in_games', label: 'HCI in Games' },
  { code: 'lighting_rendering', label: 'Lighting and Rendering' },
  { code: 'matte_painting', label: 'Matte Painting' },
  { code: 'multiplayer_networking', label: 'Multiplayer and Networking' },
  { code: 'music_composition', label: 'Music Composition' },
  { code: 'optimization_for_games', label: 'Optimization for Games' },
  { code: 'pipeline_development', label: 'Pipeline Development' },
  { code: 'procedural_animation', label: 'Procedural Animation' },
  { code: 'project_pipeline_management', label: 'Project and Pipeline Management' },
  { code: 'scripting_coding', label: 'Scripting and Coding' },
  { code: 'sound_design', label: 'Sound Design' },
  { code: 'texturing_shading', label: 'Texturing and Shading' },
  { code: 'vfx_simulations', label: 'VFX and Simulations' },
  { code: 'voice_acting_direction', label: 'Voice Acting Direction' },
] as const satisfies readonly CatalogueEntry[];

export type ExpertiseAreaCode = (typeof EXPERTISE_AREAS)[number]['code'];
export const EXPERTISE_AREA_CODES = codesOf(EXPERTISE_AREAS);
