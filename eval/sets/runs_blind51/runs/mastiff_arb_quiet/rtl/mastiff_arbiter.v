// mastiff_arbiter: 4-requester round-robin arbiter with registered one-hot grant
// Ports: clk, rst_n, req[3:0], grant[3:0] (one-hot, registered), grant_valid
// Two fixed-priority encoders (mastiff_prio) are used: one on the requests masked to those
// above the last winner, one on all requests; the masked result wins when non-zero.
module mastiff_prio (
    input  wire [3:0] r,
    output wire [3:0] g
);
    // lowest index wins: isolate the lowest set bit
    assign g = r & (~r + 4'd1);
endmodule

module mastiff_arbiter (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [3:0] req,
    output reg  [3:0] grant,
    output wire       grant_valid
);
    reg  [3:0] mask;
    wire [3:0] g_masked, g_plain, g_next;

    mastiff_prio u_masked (.r(req & mask), .g(g_masked));
    mastiff_prio u_plain  (.r(req),        .g(g_plain));

    assign g_next      = (|(req & mask)) ? g_masked : g_plain;
    assign grant_valid = |grant;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            grant <= 4'b0000;
            mask  <= 4'b1111;
        end else begin
            grant <= g_next;
            // requesters strictly above the winner get priority next time
            case (g_next)
                4'b0001: mask <= 4'b1110;
                4'b0010: mask <= 4'b1100;
                4'b0100: mask <= 4'b1000;
                4'b1000: mask <= 4'b1111;
                default: mask <= mask;
            endcase
        end
    end
endmodule
