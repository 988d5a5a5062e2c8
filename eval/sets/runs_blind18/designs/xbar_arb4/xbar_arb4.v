// xbar_arb4: 4 initiator x 2 target crossbar. Address bit 15 selects the
// target; each target has its own round robin arbiter and data mux.
module xbar_arb4 (
    input  wire        clk,
    input  wire        rst_n,
    input  wire [3:0]  m_req,
    input  wire [3:0]  m_lock,
    input  wire [63:0] m_addr,   // 4 x 16
    input  wire [63:0] m_wdata,  // 4 x 16
    output wire [3:0]  m_gnt,
    output wire [15:0] t0_addr,
    output wire [15:0] t0_wdata,
    output wire        t0_sel,
    output wire [15:0] t1_addr,
    output wire [15:0] t1_wdata,
    output wire        t1_sel,
    output wire [1:0]  tgt_busy,
    output wire        err_decode
);
    wire [3:0] to_t1;
    wire [3:0] req_t0, req_t1;
    wire [3:0] gnt_t0, gnt_t1;
    wire [3:0] lock_t0, lock_t1;

    genvar i;
    generate
        for (i = 0; i < 4; i = i + 1) begin : g_dec
            assign to_t1[i]  = m_addr[16*i+15];
            assign req_t0[i] = m_req[i] & ~to_t1[i];
            assign req_t1[i] = m_req[i] &  to_t1[i];
        end
    endgenerate

    assign lock_t0 = m_lock & req_t0;
    assign lock_t1 = m_lock & req_t1;

    xb_rr_arb u_arb0 (.clk(clk), .rst_n(rst_n), .req(req_t0), .lock(|lock_t0), .gnt(gnt_t0), .busy(tgt_busy[0]));
    xb_rr_arb u_arb1 (.clk(clk), .rst_n(rst_n), .req(req_t1), .lock(|lock_t1), .gnt(gnt_t1), .busy(tgt_busy[1]));

    xb_mux #(.W(16)) u_amux0 (.sel(gnt_t0), .d0(m_addr[15:0]), .d1(m_addr[31:16]), .d2(m_addr[47:32]), .d3(m_addr[63:48]), .q(t0_addr));
    xb_mux #(.W(16)) u_amux1 (.sel(gnt_t1), .d0(m_addr[15:0]), .d1(m_addr[31:16]), .d2(m_addr[47:32]), .d3(m_addr[63:48]), .q(t1_addr));
    xb_mux #(.W(16)) u_dmux0 (.sel(gnt_t0), .d0(m_wdata[15:0]), .d1(m_wdata[31:16]), .d2(m_wdata[47:32]), .d3(m_wdata[63:48]), .q(t0_wdata));
    xb_mux #(.W(16)) u_dmux1 (.sel(gnt_t1), .d0(m_wdata[15:0]), .d1(m_wdata[31:16]), .d2(m_wdata[47:32]), .d3(m_wdata[63:48]), .q(t1_wdata));

    assign m_gnt  = gnt_t0 | gnt_t1;
    assign t0_sel = |gnt_t0;
    assign t1_sel = |gnt_t1;

    // FIXME: busy summary left over from the single target version
    assign tgt_busy = {|m_req[3:2], |m_req[1:0]};

    // decode error: request to a window that is not mapped
    wire [3:0] unmapped;
    assign err_decode = |(m_req & unmapped);

endmodule
