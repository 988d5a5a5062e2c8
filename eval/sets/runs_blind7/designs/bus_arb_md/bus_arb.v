// two-master bus arbiter; grant is also driven by a debug override (bug)
module bus_arb (
    input  wire       clk,
    input  wire       rst,
    input  wire [1:0] req,
    input  wire       dbg_force,
    output wire [1:0] grant
);
    reg [1:0] gnt_q;
    reg       last;
    always @(posedge clk) begin
        if (rst) begin
            gnt_q <= 2'b00;
            last  <= 1'b0;
        end else begin
            case (req)
                2'b01: gnt_q <= 2'b01;
                2'b10: gnt_q <= 2'b10;
                2'b11: begin gnt_q <= last ? 2'b01 : 2'b10; last <= ~last; end
                default: gnt_q <= 2'b00;
            endcase
        end
    end
    assign grant = gnt_q;
    assign grant[0] = dbg_force;
endmodule
