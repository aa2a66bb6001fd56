import StrataModel
import Yams

/// Checks `conventions.data.apiClient` as a whole once the overrides are merged: with `adopt: true`
/// the requirement must be a method Strata can call (`ClientCallShape`), and the types it names
/// must be the ones the section names. Checked here so a bad value fails at its line in
/// `.strata.yml`, not later in generated code.
struct APIClientRules {
    let reader: NodeReader

    func check(_ conventions: Conventions, written: [String: Node], fallback: Node) {
        let client = conventions.data.apiClient
        guard client.adopt else { return }
        let node = written["data.apiClient.requirement"] ?? written["data.apiClient.adopt"] ?? written["data.apiClient"] ?? fallback
        if case .failure(let problem) = ClientCallShape.resolve(client) {
            reader.error("`conventions.data.apiClient`: " + problem.message, at: node, hint: problem.hint)
        }
    }
}
