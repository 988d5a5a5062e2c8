// genet_sys: registers the priority encoder output through genet_pipe_reg (module not written yet)
module genet_sys (
    input  wire        clk,
    input  wire [15:0] req,
    output wire [3:0]  idx_q,
    output wire        valid_q
);
    wire [3:0] idx;
    wire       valid;
    genet_prio u_prio (.req(req), .idx(idx), .valid(valid));
    genet_pipe_reg #(.W(5)) u_reg (.clk(clk), .d({valid, idx}), .q({valid_q, idx_q}));
endmodule
