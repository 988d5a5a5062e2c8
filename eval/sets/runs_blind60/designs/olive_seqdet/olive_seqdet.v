// olive_seqdet: Moore FSM that detects the serial pattern 1011 (overlapping)
// Ports: clk, rst, din, found (high for one cycle after the last bit), state_dbg[2:0]
module olive_seqdet (
    input  wire       clk,
    input  wire       rst,
    input  wire       din,
    output wire       found,
    output wire [2:0] state_dbg
);
    localparam S0 = 3'd0, S1 = 3'd1, S10 = 3'd2, S101 = 3'd3, S1011 = 3'd4;
    reg [2:0] st, nx;
    always @(*) begin
        case (st)
            S0:    nx = din ? S1    : S0;
            S1:    nx = din ? S1    : S10;
            S10:   nx = din ? S101  : S0;
            S101:  nx = din ? S1011 : S10;
            S1011: nx = din ? S1    : S10;
            default: nx = S0;
        endcase
    end
    always @(posedge clk) begin
        if (rst) st <= S0;
        else     st <= nx;
    end
    assign found = (st == S1011);
    assign state_dbg = st;
endmodule
