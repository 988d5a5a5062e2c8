// ROM patch unit: sits between the CPU fetch port and a mask ROM.  Four
// patch entries (address + replacement word) are written over a small
// config port; a fetch that hits a patched address gets the replacement.
module rom_patch_unit (
    input  wire        clk,
    input  wire        rst_n,
    input  wire [9:0]  fetch_addr,
    input  wire [15:0] rom_data,
    input  wire        cfg_we,
    input  wire [1:0]  cfg_sel,
    input  wire [9:0]  cfg_addr,
    input  wire [15:0] cfg_word,
    input  wire        cfg_valid,
    output reg  [15:0] insn,
    output reg         patched
);
    reg [9:0]  tag  [0:3];
    reg [15:0] word [0:3];
    reg [3:0]  vld;
    wire       m_hit;
    wire [1:0] m_idx;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            vld <= 4'b0000;
        else if (cfg_we) begin
            tag[cfg_sel]  <= cfg_addr;
            word[cfg_sel] <= cfg_word;
            vld[cfg_sel]  <= cfg_valid;
        end
    end

    patch_match u_match (
        .addr    (fetch_addr),
        .tags    ({tag[3], tag[2], tag[1], tag[0]}),
        .valid   (vld),
        .hit     (m_hit),
        .hit_idx (m_idx)
    );

    always @(posedge clk) begin
        insn    <= m_hit ? word[m_idx] : rom_data;
        patched <= m_hit;
    end
endmodule
