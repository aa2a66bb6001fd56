import StrataModel
import Testing

@Suite("PathGlob")
struct PathGlobTests {
    @Test(arguments: [
        ("**/Domain/**", "Features/Orders/Sources/Domain/UseCases/X.swift", true),
        ("**/Domain/**", "Sources/App/DomainModel.swift", false),
        ("Sources/*Data/**", "Sources/OrdersData/Remote/API.swift", true),
        ("Sources/*Data/**", "Sources/Orders/Remote/API.swift", false),
        ("Pods", "Pods/Alamofire/Source/A.swift", true),
        ("Pods", "App/Pods.swift", false),
        ("*.generated.swift", "App/Model.generated.swift", true),
        ("**/*.generated.swift", "App/Deep/Model.generated.swift", true),
        ("Tests/**", "Tests/AppTests/A.swift", true),
        ("./Tests/**", "Tests/AppTests/A.swift", true),
        ("File?.swift", "File1.swift", true),
        ("**", "anything/at/all.swift", true),
    ])
    func matching(pattern: String, path: String, expected: Bool) {
        #expect(PathGlob(pattern).matches(path) == expected)
    }
}
