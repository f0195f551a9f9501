export const FIRST_NAMES = [
  'Ana', 'Luis', 'María', 'José', 'Sofía', 'Carlos', 'Lucía', 'Diego', 'Valeria', 'Javier', 'Camila', 'Andrés',
  'Isabel', 'Fernando', 'Gabriela', 'Ricardo', 'Daniela', 'Pablo', 'Mariana', 'Alejandro', 'Paula', 'Héctor',
  'Andrea', 'Sergio', 'Natalia', 'Rodrigo', 'Elena', 'Tomás', 'Carmen', 'Emilio', 'Renata', 'Julián', 'Ximena',
  'Mateo', 'Fátima', 'Iván', 'Lorena', 'Óscar', 'Beatriz', 'Raúl',
] as const;

export const LAST_NAMES = [
  'García', 'Rodríguez', 'López', 'Martínez', 'Hernández', 'Pérez', 'González', 'Sánchez', 'Ramírez', 'Torres',
  'Flores', 'Rivera', 'Gómez', 'Díaz', 'Cruz', 'Morales', 'Reyes', 'Castillo', 'Ortiz', 'Méndez', 'Chávez',
  'Ruiz', 'Aguilar', 'Vásquez', 'Castro', 'Romero', 'Herrera', 'Medina', 'Guzmán', 'Estrada', 'Barrios', 'Cifuentes',
] as const;

export const COUNTRY_POOL = ['GT', 'MX', 'SV', 'HN', 'CR', 'CO', 'AR', 'ES', 'US', 'CL', 'PE', 'CA', 'FR', 'JP', 'BR', 'DE'] as const;

export const PROGRAMS = [
  'Licenciatura en Animación Digital',
  'Licenciatura en Diseño de Videojuegos',
  'Técnico en Arte Conceptual',
  'Licenciatura en Efectos Visuales',
  'Técnico en Producción Musical',
] as const;

export const BIO_OPENINGS = [
  'Artista con amplia experiencia en la industria del entretenimiento digital.',
  'Docente apasionado por enseñar el oficio a nuevas generaciones de creadores.',
  'Profesional que ha trabajado en estudios independientes y proyectos internacionales.',
  'Investigador y creador enfocado en la intersección entre arte y tecnología.',
] as const;

export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');
}
