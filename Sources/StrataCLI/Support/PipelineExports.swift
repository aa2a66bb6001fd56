// The pipelines moved to StrataPipeline so the MCP server (and later the plugin) can share them
// without ArgumentParser; code that imports StrataCLI keeps seeing them.
@_exported import StrataPipeline
