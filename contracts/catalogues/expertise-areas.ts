import { codesOf, type CatalogueItem } from './catalogue';

export const EXPERTISE_AREAS = [
  { code: '2d_animation', label: /*i18n*/ { id: 'catalogue.expertiseArea.2d-animation', message: '2D Animation' } },
  { code: '3d_animation', label: /*i18n*/ { id: 'catalogue.expertiseArea.3d-animation', message: '3D Animation' } },
  {
    code: '3d_modeling_sculpting',
    label: /*i18n*/ { id: 'catalogue.expertiseArea.3d-modeling-sculpting', message: '3D Modeling and Sculpting' },
  },
  { code: 'ai_in_art', label: /*i18n*/ { id: 'catalogue.expertiseArea.ai-in-art', message: 'AI in Art' } },
  {
    code: 'character_technical',
    label: /*i18n*/ { id: 'catalogue.expertiseArea.character-technical', message: 'Character Technical' },
  },
  {
    code: 'concept_art_visual_storytelling',
    label: /*i18n*/ {
      id: 'catalogue.expertiseArea.concept-art-visual-storytelling',
      message: 'Concept Art and Visual Storytelling',
    },
  },
  {
    code: 'emerging_technologies',
    label: /*i18n*/ { id: 'catalogue.expertiseArea.emerging-technologies', message: 'Emerging Technologies' },
  },
  {
    code: 'freelancing_entrepreneurship',
    label: /*i18n*/ {
      id: 'catalogue.expertiseArea.freelancing-entrepreneurship',
      message: 'Freelancing and Entrepreneurship',
    },
  },
  { code: 'game_design', label: /*i18n*/ { id: 'catalogue.expertiseArea.game-design', message: 'Game Design' } },
  {
    code: 'game_programming',
    label: /*i18n*/ { id: 'catalogue.expertiseArea.game-programming', message: 'Game Programming' },
  },
  { code: 'gamification', label: /*i18n*/ { id: 'catalogue.expertiseArea.gamification', message: 'Gamification' } },
  {
    code: 'graphic_design_branding',
    label: /*i18n*/ { id: 'catalogue.expertiseArea.graphic-design-branding', message: 'Graphic Design and Branding' },
  },
  { code: 'hci_in_games', label: /*i18n*/ { id: 'catalogue.expertiseArea.hci-in-games', message: 'HCI in Games' } },
  {
    code: 'lighting_rendering',
    label: /*i18n*/ { id: 'catalogue.expertiseArea.lighting-rendering', message: 'Lighting and Rendering' },
  },
  {
    code: 'matte_painting',
    label: /*i18n*/ { id: 'catalogue.expertiseArea.matte-painting', message: 'Matte Painting' },
  },
  {
    code: 'multiplayer_networking',
    label: /*i18n*/ { id: 'catalogue.expertiseArea.multiplayer-networking', message: 'Multiplayer and Networking' },
  },
  {
    code: 'music_composition',
    label: /*i18n*/ { id: 'catalogue.expertiseArea.music-composition', message: 'Music Composition' },
  },
  {
    code: 'optimization_for_games',
    label: /*i18n*/ { id: 'catalogue.expertiseArea.optimization-for-games', message: 'Optimization for Games' },
  },
  {
    code: 'pipeline_development',
    label: /*i18n*/ { id: 'catalogue.expertiseArea.pipeline-development', message: 'Pipeline Development' },
  },
  {
    code: 'procedural_animation',
    label: /*i18n*/ { id: 'catalogue.expertiseArea.procedural-animation', message: 'Procedural Animation' },
  },
  {
    code: 'project_pipeline_management',
    label: /*i18n*/ {
      id: 'catalogue.expertiseArea.project-pipeline-management',
      message: 'Project and Pipeline Management',
    },
  },
  {
    code: 'scripting_coding',
    label: /*i18n*/ { id: 'catalogue.expertiseArea.scripting-coding', message: 'Scripting and Coding' },
  },
  { code: 'sound_design', label: /*i18n*/ { id: 'catalogue.expertiseArea.sound-design', message: 'Sound Design' } },
  {
    code: 'texturing_shading',
    label: /*i18n*/ { id: 'catalogue.expertiseArea.texturing-shading', message: 'Texturing and Shading' },
  },
  {
    code: 'vfx_simulations',
    label: /*i18n*/ { id: 'catalogue.expertiseArea.vfx-simulations', message: 'VFX and Simulations' },
  },
  {
    code: 'voice_acting_direction',
    label: /*i18n*/ { id: 'catalogue.expertiseArea.voice-acting-direction', message: 'Voice Acting Direction' },
  },
] as const satisfies readonly CatalogueItem[];

export type ExpertiseAreaCode = (typeof EXPERTISE_AREAS)[number]['code'];
export const EXPERTISE_AREA_CODES = codesOf(EXPERTISE_AREAS);
