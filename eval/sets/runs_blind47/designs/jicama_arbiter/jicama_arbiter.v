// jicama_arbiter: 4-requester round-robin bus arbiter with one-hot grant and a grant-valid flag.
// The pointer moves to the requester after the last winner, so every requester is served in turn.
// Ports: clk, rst_n, req[3:0] -> gnt[3:0], gnt_valid.
module jicama_arbiter (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [3:0] req,
    output reg  [3:0] gnt,
    output reg        gnt_valid
);
    reg  [1:0] ptr;
    reg  [3:0] pick;
    reg  [1:0] win;
    integer    i;
    reg        found;

    always @* begin
        pick  = 4'b0000;
        win   = ptr;
        found = 1'b0;
        for (i = 0; i < 4; i = i + 1) begin
            if (!found && req[(ptr + i) % 4]) begin
                found = 1'b1;
                win   = (ptr + i) % 4;
            end
        end
        if (found) pick[win] = 1'b1;
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            ptr <= 2'd0;
            gnt <= 4'b0000;
            gnt_valid <= 1'b0;
        end else begin
            gnt <= pick;
            gnt_valid <= found;
            if (found) ptr <= win + 1'b1;
        end
    end
endmodule
