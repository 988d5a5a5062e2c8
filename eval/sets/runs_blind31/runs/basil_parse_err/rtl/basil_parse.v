// basil_parse: byte-stream header matcher (TLV tag/length), edited by hand and never compiled
module basil_parse (
    input  wire       clk,
    input  wire       rst,
    input  wire       vld,
    input  wire [7:0] byte_in,
    output reg        hit,
    output reg  [7:0] len
);
    reg [1:0] st;
    localparam IDLE = 2'd0, TAG = 2'd1, LEN = 2'd2;

    always @(posedge clk) begin
        if (rst) begin
            st  <= IDLE;
            hit <= 1'b0;
            len <= 8'd0
        end else if (vld) begin
            hit <= 1'b0;
            case (st)
                IDLE: if (byte_in == 8'h7e) st <= TAG;
                TAG:  st <= (byte_in == 8'hA5) ? LEN : IDLE;
                LEN:  begin len <= byte_in; hit <= 1'b1; st <= IDLE; end
                default: st <= IDLE;
            endcase
        end
    end
endmodule
