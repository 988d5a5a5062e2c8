// stibnite_arb: 4-requester round-robin arbiter with one-hot grant, written in SystemVerilog style
// (logic, always_ff, always_comb); needs a SystemVerilog-capable front end (-sv / -g2012).
// The requester after the last granted one has the highest priority; a grant is held while
// its request stays high (lock), and released when the request drops.
module stibnite_arb (
    input  logic       clk,
    input  logic       rst_n,
    input  logic [3:0] req,
    output logic [3:0] gnt,
    output logic       busy
);
    logic [1:0] last;
    logic [3:0] gnt_nx;
    logic [3:0] rot_req;
    logic [1:0] pick;
    logic       found;

    // rotate requests so that index 0 is the requester after 'last'
    always_comb begin
        for (int i = 0; i < 4; i++)
            rot_req[i] = req[(i + last + 1) % 4];
        found = 1'b0;
        pick  = 2'd0;
        for (int i = 3; i >= 0; i--)
            if (rot_req[i]) begin
                found = 1'b1;
                pick  = i[1:0];
            end
        gnt_nx = 4'b0000;
        if (|(gnt & req))
            gnt_nx = gnt;                       // lock current owner
        else if (found)
            gnt_nx[(pick + last + 1) % 4] = 1'b1;
    end

    always_ff @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            gnt  <= 4'b0000;
            last <= 2'd3;
        end else begin
            gnt <= gnt_nx;
            for (int i = 0; i < 4; i++)
                if (gnt_nx[i]) last <= i[1:0];
        end
    end

    assign busy = |gnt;
endmodule
