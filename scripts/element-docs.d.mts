/** Types of scripts/element-docs.mjs for the tests. */
export interface Described {
  name: string
  description: string
}
export interface AttributeDescription extends Described {
  property: string
  type: string
  kind: 'string' | 'number' | 'boolean' | 'json'
  default?: string
}
export interface ElementDescription {
  tag: string
  className: string
  summary: string
  description: string
  attributes: AttributeDescription[]
  events: Described[]
  parts: Described[]
  cssProperties: Described[]
}
export interface Descriptions {
  elements: ElementDescription[]
  events: { description: string; events: (Described & { detail: string; cancelable?: boolean })[] }
  commands: { description: string; commands: (Described & { params: string; returns: string })[] }
  common: { parts: Described[] }
}
export declare function readDescriptions(root: string, widgets?: string[]): Promise<Descriptions>
export declare function generateSources(root: string, widgets?: string[]): Promise<Map<string, string>>
export declare function writeSources(root: string, widgets?: string[]): Promise<string[]>
export declare function staleSources(root: string, widgets?: string[]): Promise<string[]>
