// sundew_latch: address/data demultiplexer for a multiplexed 8-bit bus (8051-style ALE)
// - addr is held in a transparent-high latch: it follows ad[7:0] while ale = 1 and holds when ale falls
// - a write strobe (wr_n low) on a clk edge stores ad[7:0] into one of four flop registers picked by addr[1:0]
//   when addr[7:2] matches the BASE parameter
// Ports: clk, rst_n, ale, wr_n, ad[7:0], addr[7:0] (latched address), reg0..reg3 (8-bit registers), hit
module sundew_latch #(
    parameter [5:0] BASE = 6'h2C
) (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       ale,
    input  wire       wr_n,
    input  wire [7:0] ad,
    output reg  [7:0] addr,
    output reg  [7:0] reg0,
    output reg  [7:0] reg1,
    output reg  [7:0] reg2,
    output reg  [7:0] reg3,
    output wire       hit
);
    // transparent latch, intentionally level sensitive
    always @*
        if (ale)
            addr = ad;

    assign hit = (addr[7:2] == BASE);

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            reg0 <= 8'h00;
            reg1 <= 8'h00;
            reg2 <= 8'h00;
            reg3 <= 8'h00;
        end else if (!wr_n && hit) begin
            case (addr[1:0])
                2'd0: reg0 <= ad;
                2'd1: reg1 <= ad;
                2'd2: reg2 <= ad;
                2'd3: reg3 <= ad;
            endcase
        end
    end
endmodule
