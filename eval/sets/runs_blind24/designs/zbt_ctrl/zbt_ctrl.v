// ZBT (no-bus-turnaround) SRAM controller: registers the command, delays write data two cycles and captures read data with a valid pipe.
module zbt_addr_reg (
    input  wire        clk,
    input  wire        ce,
    input  wire [17:0] addr_in,
    input  wire        we_in,
    output reg  [17:0] sram_addr,
    output reg         sram_we_n,
    output reg         sram_adv
);
    always @(posedge clk) begin
        sram_adv <= ce;
        if (ce) begin
            sram_addr <= addr_in;
            sram_we_n <= ~we_in;
        end else begin
            sram_we_n <= 1'b1;
        end
    end
endmodule

module zbt_wpipe (
    input  wire        clk,
    input  wire        wr,
    input  wire [17:0] wdata,
    output reg  [17:0] dq_out,
    output reg         dq_oe
);
    reg [17:0] d1;
    reg        w1;
    always @(posedge clk) begin
        d1     <= wdata;
        w1     <= wr;
        dq_out <= d1;
        dq_oe  <= w1;
    end
endmodule

module zbt_ctrl (
    input  wire        clk,
    input  wire        rst_n,
    // host side
    input  wire        req,
    input  wire        we,
    input  wire [19:0] addr,      // byte address from the host, SRAM is word addressed
    input  wire [15:0] wdata,
    output wire [15:0] rdata,
    output reg         rvalid,
    output wire        busy,
    // SRAM side
    output wire [17:0] sram_a,
    output wire        sram_we_n,
    output wire        sram_adv,
    output wire [17:0] sram_dq_o,
    output wire        sram_dq_oe,
    input  wire [17:0] sram_dq_i
);
    reg  [1:0]  rd_pipe;
    reg  [17:0] rcap;
    wire        do_rd = req & ~we;

    // host address goes straight to an 18-bit port (upper bits dropped)
    zbt_addr_reg u_areg (
        .clk(clk), .ce(req), .addr_in(addr), .we_in(we),
        .sram_addr(sram_a), .sram_we_n(sram_we_n), .sram_adv(sram_adv)
    );

    // 16-bit host data into the 18-bit (x18 with parity) data pipe
    zbt_wpipe u_wp (
        .clk(clk), .wr(req & we), .wdata(wdata),
        .dq_out(sram_dq_o), .dq_oe(sram_dq_oe)
    );

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            rd_pipe <= 2'b00;
            rvalid  <= 1'b0;
            rcap    <= 18'd0;
        end else begin
            rd_pipe <= {rd_pipe[0], do_rd};
            rvalid  <= rd_pipe[1];
            if (rd_pipe[1])
                rcap <= sram_dq_i;
        end
    end

    assign rdata = rcap;
    assign busy  = |rd_pipe | sram_dq_oe;
endmodule
