// ramie_arb: 4-requester round-robin arbiter; the rotate/mask logic lives in ramie_rotor (ramie_rotor.v)
// ports: clk, rst, req[3:0] -> gnt[3:0] (one-hot, registered)
module ramie_arb (
    input  wire       clk,
    input  wire       rst,
    input  wire [3:0] req,
    output reg  [3:0] gnt
);
    reg  [1:0] last;
    wire [3:0] pick;
    ramie_rotor u_rot (.req(req), .last(last), .pick(pick));
    always @(posedge clk) begin
        if (rst) begin
            gnt <= 4'd0; last <= 2'd3;
        end else begin
            gnt <= pick;
            case (pick)
                4'b0001: last <= 2'd0;
                4'b0010: last <= 2'd1;
                4'b0100: last <= 2'd2;
                4'b1000: last <= 2'd3;
                default: last <= last;
            endcase
        end
    end
endmodule
