import { settingsSections } from './settings-sections'

/** The admin's Settings tab: a list of sections, each its own card, form and history. */
export function SettingsPanel({ sections = settingsSections }: { sections?: typeof settingsSections }) {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h2 className="text-2xl font-semibold">Business settings</h2>
        <p className="text-muted-foreground">
          The business, its prices and area, and your account. Changes apply at once and are listed under each
          section.
        </p>
      </div>
      {sections.map(({ id, Component }) => (
        <Component key={id} />
      ))}
    </div>
  )
}
