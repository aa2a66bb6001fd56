"""What an agent does with `strata mcp`, through the official MCP Python SDK's client over stdio."""

import asyncio
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(__file__))
from strata_server import Project, missing_prerequisite, session_parameters  # noqa: E402

SKIP = missing_prerequisite()
if not SKIP:
    from mcp import ClientSession
    from mcp.client.stdio import stdio_client
    from mcp.shared.exceptions import MCPError


def run(project, steps):
    """Runs `steps(session)` on a fresh server for `project`; returns what it returns."""
    async def main():
        async with stdio_client(session_parameters(project)) as (read, write):
            async with ClientSession(read, write) as session:
                await session.initialize()
                return await steps(session)
    return asyncio.run(main())


def text(result):
    return "\n".join(getattr(item, "text", "") for item in result.content)


@unittest.skipIf(SKIP, SKIP)
class WorkflowTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        # A project in a style of its own (no .strata.yml): the movies example in the `contract` preset, not
        # the default, so inference has something to find.
        cls.project = Project("workflows")

        async def steps(session):
            result = await session.call_tool("generate", {"example": "movies", "write": True, "preset": "contract"})
            assert not result.is_error, text(result)
        run(cls.project.path, steps)
        (cls.project.path / ".strata.yml").unlink(missing_ok=True)

    @classmethod
    def tearDownClass(cls):
        cls.project.close()

    def call(self, name, arguments):
        async def steps(session):
            return await session.call_tool(name, arguments)
        return run(self.project.path, steps)

    def refusal(self, name, arguments):
        async def steps(session):
            try:
                await session.call_tool(name, arguments)
            except MCPError as error:
                return error
            return None
        error = run(self.project.path, steps)
        self.assertIsNotNone(error, f"{name} was not refused")
        return error

    def test_catalogue_states_limits_annotations_and_enums(self):
        async def steps(session):
            return (await session.list_tools()).tools
        tools = {tool.name: tool for tool in run(self.project.path, steps)}
        self.assertEqual(set(tools), {"analyze", "design", "generate", "add_property", "add_usecase", "lint", "fix", "baseline",
                                      "explain_rule", "conventions", "mock", "export_skills"})
        self.assertTrue(tools["generate"].annotations.destructive_hint, "force: true overwrites edited files")
        rule = tools["explain_rule"].input_schema["properties"]["rule"]
        self.assertIn("dto-boundary", rule["enum"])
        self.assertEqual(tools["generate"].input_schema["properties"]["spec"]["maxLength"], 1_048_576)
        properties = tools["add_property"].input_schema["properties"]["properties"]
        self.assertEqual(properties["maxItems"], 1000)
        self.assertIn("at most 1000 per call", properties["description"])
        self.assertIn("entity", tools["add_usecase"].input_schema["properties"])

    def test_add_usecase_accepts_the_entity(self):
        result = self.call("add_usecase", {"name": "DeleteMovie", "repository": "MovieRepositoryContract", "entity": "Movie"})
        self.assertFalse(result.is_error, text(result))
        self.assertFalse(result.structured_content["written"])
        self.assertTrue(result.structured_content["files"], "the dry run plans files")

    def test_lint_with_no_rules_is_refused(self):
        error = self.refusal("lint", {"rules": []})
        self.assertEqual(error.code, -32602)
        self.assertIn("`rules` is empty", error.message)

    def test_generate_without_config_uses_the_inferred_conventions(self):
        result = self.call("generate", {"example": "workouts"})
        self.assertFalse(result.is_error, text(result))
        self.assertEqual(result.structured_content["conventions"], "inferred")
        inferred = self.call("conventions", {"source": "inferred"}).structured_content
        self.assertEqual(result.structured_content["preset"], inferred["conventions"]["preset"])

    def test_mock_fix_baseline_and_skills_tools_complete(self):
        mock = self.call("mock", {"roles": ["repositories"], "output": "Tests/Mocks"})
        self.assertFalse(mock.is_error, text(mock))
        self.assertTrue(mock.structured_content["protocols"])
        fix = self.call("fix", {})
        self.assertFalse(fix.is_error, text(fix))
        self.assertFalse(fix.structured_content["written"])
        skills = self.call("export_skills", {"diffLimit": 4_000_000})
        self.assertFalse(skills.is_error, text(skills))
        self.assertIn("mocks", skills.structured_content["skills"])
        self.assertIn("`mock` —", skills.structured_content["diff"], "the mocks skill names the MCP tool")

    def test_baseline_accepts_todays_findings(self):
        project = Project("baseline")
        try:
            (project.path / "Sources" / "Domain").mkdir(parents=True)
            (project.path / "Sources" / "Domain" / "Bad.swift").write_text(
                "import UIKit\n\nstruct Movie {\n    let id: String\n}\n\nprotocol MovieRepository {\n    func movie(id: String) async throws -> Movie\n}\n")

            async def steps(session):
                before = await session.call_tool("lint", {})
                written = await session.call_tool("baseline", {})
                after = await session.call_tool("lint", {})
                return before, written, after
            before, written, after = run(project.path, steps)
            self.assertFalse(written.is_error, text(written))
            self.assertTrue(written.structured_content["created"])
            self.assertEqual(written.structured_content["entries"], before.structured_content["summary"]["errors"]
                             + before.structured_content["summary"]["warnings"] + before.structured_content["summary"]["notes"])
            self.assertTrue((project.path / written.structured_content["path"]).exists())
            self.assertEqual(after.structured_content["findings"], [])
        finally:
            project.close()

    def test_messages_name_tool_arguments_not_flags(self):
        result = self.call("add_property", {"entity": "Movie,Genre", "from": "Sources/Nowhere.swift"})
        self.assertTrue(result.is_error)
        self.assertNotIn("--", text(result), text(result))

    def test_long_results_come_in_pages(self):
        first = self.call("analyze", {"types": True, "limit": 5})
        page = first.structured_content["typesPage"]
        self.assertEqual(len(first.structured_content["types"]), 5)
        self.assertGreater(page["total"], 5)
        second = self.call("analyze", {"types": True, "limit": 5, "cursor": page["nextCursor"]})
        self.assertEqual(second.structured_content["typesPage"]["offset"], 5)
        self.assertNotEqual(first.structured_content["types"][0], second.structured_content["types"][0])
        lint = self.call("lint", {"limit": 1})
        self.assertLessEqual(len(lint.structured_content["findings"]), 1)
        generated = self.call("generate", {"example": "notifications", "diffLimit": 1000})
        self.assertIn("more bytes of diff not shown", generated.structured_content["diff"])
        self.assertLess(len(generated.structured_content["diff"].encode()), 1200)

    def test_add_property_states_and_enforces_its_limit(self):
        error = self.refusal("add_property", {"entity": "Movie", "properties": [{"name": f"f{index}", "type": "Int"} for index in range(1001)]})
        self.assertEqual(error.code, -32602)
        self.assertIn("over the limit of 1000", error.message)

    def test_add_property_takes_many_properties(self):
        properties = [{"name": f"field{index}", "type": "Int", "default": "0"} for index in range(40)]
        result = self.call("add_property", {"entity": "Movie", "properties": properties})
        self.assertFalse(result.is_error, text(result))
        self.assertIn("field39", result.structured_content["diff"] + "".join(result.structured_content["notes"]))


if __name__ == "__main__":
    unittest.main()
