import SwiftUI

@main
struct PortalApp: App {
	var body: some Scene {
		WindowGroup {
			Text("Portal")
		}
	}
}
