// swift-tools-version: 6.0
import PackageDescription

// A project in no preset's style: tabs, `init(payload:)` and `var domain` mappers, a record class,
// a presentation model with a trailing comma, `+Mock` fixtures under Mocks/Models.
let package = Package(
	name: "Catalog",
	targets: [
		.target(name: "CatalogKit"),
		.testTarget(name: "CatalogKitTests", dependencies: ["CatalogKit"]),
	]
)
