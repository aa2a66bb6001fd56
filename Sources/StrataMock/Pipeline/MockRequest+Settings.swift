import StrataModel

extension MockRequest {
    /// The request with the `mock:` section of `.strata.yml` filling what the front door left
    /// unsaid: options win, a selection option replaces the whole configured selection, and
    /// configured imports come before `--import`'s. (The configured style is weighed by the
    /// pipeline, which also says where the style came from.)
    func filled(from settings: MockSettings) -> MockRequest {
        var request = self
        if request.destination == .conventions {
            request.destination = settings.singleFile.map(MockDestination.file) ?? settings.folder.map(MockDestination.folder) ?? .conventions
        }
        if request.selection == MockSelection(), settings.selects {
            request.selection = MockSelection(
                annotated: settings.annotated, roles: settings.roles.compactMap(MockedRole.init(rawValue:)), layers: settings.layers,
                names: settings.names, paths: settings.paths)
        }
        var seen = Set<String>()
        request.extraImports = (settings.imports + request.extraImports).filter { seen.insert($0).inserted }
        return request
    }
}
