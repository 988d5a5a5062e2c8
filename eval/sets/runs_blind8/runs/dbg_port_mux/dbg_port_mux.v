// Debug port mux: selects one of two core buses onto a pin bank, debug override.
module dbg_port_mux (
  input  wire       clk,
  input  wire       sel,
  input  wire [7:0] core_a,
  input  wire [7:0] core_b,
  input  wire       dbg_en,
  input  wire [7:0] dbg_val,
  output wire [7:0] port_out,
  output reg        busy
);
  wire [7:0] pin_bus;

  assign pin_bus      = sel ? core_b : core_a;
  assign pin_bus[3:0] = dbg_val[3:0] & {4{dbg_en}};

  always @(posedge clk)
    busy <= sel;

  always @(posedge clk)
    if (dbg_en) busy <= 1'b0;

  assign port_out = pin_bus;
endmodule
